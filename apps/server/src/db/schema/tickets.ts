// Tables of this feature area; filled in by its issue. Matches apps/server/migrations.
export {};
