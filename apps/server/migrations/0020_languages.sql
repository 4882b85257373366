-- Arabic and English (issue 16): each account's language (remembered across browsers), each customer's
-- preferred language (their emails and WhatsApp texts), and whether the shop shows Arabic-Indic digits.
ALTER TABLE staff_users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'));
ALTER TABLE customers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'));
ALTER TABLE store_settings ADD COLUMN arabic_digits boolean NOT NULL DEFAULT false;
