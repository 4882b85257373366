import type { TFunction } from 'i18next';
import { JOB_STAGE_LABELS, type JobStage } from '@shop/domain/stringing/job-stage';
import { INTAKE_WARNING_LABELS } from '@shop/domain/stringing/intake';
import { intakeLabels, stageLabels } from './job-text';

const STAGES = Object.entries(JOB_STAGE_LABELS) as [JobStage, string][];
const RISK = ' (customer accepts the crack’s risk)';

/**
 * The entries of the messages and intake photos (services/receipts, services/whatsapp, services/job-photos) in
 * Arabic; null for any other entry.
 */
function messageText(t: TFunction, what: string): string | null {
  let m: RegExpExecArray | null;
  if ((m = /^Ready message queued on WhatsApp to (.+)$/.exec(what)))
    return t('history.readyWhatsapp', { ns: 'jobs', phone: m[1] });
  if ((m = /^Receipt emailed to (.+)$/.exec(what))) return t('history.receiptEmailed', { ns: 'jobs', email: m[1] });
  if ((m = /^Receipt emailed again to (.+)$/.exec(what)))
    return t('history.receiptEmailedAgain', { ns: 'jobs', email: m[1] });
  if ((m = /^Received message queued on WhatsApp to (.+) with the receipt's status link$/.exec(what)))
    return t('history.receiptWhatsapp', { ns: 'jobs', phone: m[1] });
  if ((m = /^Received message queued again on WhatsApp to (.+) with the receipt's status link$/.exec(what)))
    return t('history.receiptWhatsappAgain', { ns: 'jobs', phone: m[1] });
  if ((m = /^The receipt could not be sent: (.*)$/s.exec(what)))
    return t('history.receiptFailed', { ns: 'jobs', reason: m[1] });
  if ((m = /^WhatsApp message failed; emailed to (.+) instead$/.exec(what)))
    return t('history.whatsappFellBack', { ns: 'jobs', email: m[1] });
  if ((m = /^Intake photo (\d+) added$/.exec(what))) return t('history.photoAdded', { ns: 'jobs', n: m[1] });
  if ((m = /^Intake photo (\d+) deleted$/.exec(what))) return t('history.photoDeleted', { ns: 'jobs', n: m[1] });
  if ((m = /^Intake photo (\d+) shown to the customer$/.exec(what)))
    return t('history.photoShown', { ns: 'jobs', n: m[1] });
  if ((m = /^Intake photo (\d+) hidden from the customer$/.exec(what)))
    return t('history.photoHidden', { ns: 'jobs', n: m[1] });
  return null;
}

/**
 * A timeline entry in the screen's language. The server keeps each entry as the English sentence it
 * wrote (services/jobs: "Booked", "Moved to in progress", "Ready message emailed to …", "Intake check: …");
 * the known shapes are translated here, anything else goes through the messages catalogue as before.
 * English shows the server's sentence unchanged.
 */
export function timelineText(t: TFunction, what: string, language: string): string {
  if (language !== 'ar') return what; // English: the server's sentence as it is.
  const fixed: Record<string, string> = {
    Booked: t('history.booked', { ns: 'jobs' }),
    'Booked with its specification': t('history.bookedWithSpec', { ns: 'jobs' }),
    'Specification entered': t('history.specEntered', { ns: 'jobs' }),
    'Specification changed': t('history.specChanged', { ns: 'jobs' }),
    'Ready for pickup (booking completed)': t('history.readyByCompletion', { ns: 'jobs' }),
    'Back in progress (completion undone)': t('history.backInProgress', { ns: 'jobs' }),
    'Canceled with its booking': t('history.canceledWithBooking', { ns: 'jobs' }),
    'Back to ready for pickup (completion undone)': t('history.backToReady', { ns: 'jobs' }),
    'Collected: racket handed over': t('history.collected', { ns: 'jobs' }),
    'Received again: its payment arrived after the checkout was canceled': t('history.receivedAgain', { ns: 'jobs' }),
    'Intake check': t('intake.title', { ns: 'jobs' }),
  };
  if (fixed[what]) return fixed[what];
  const moved = /^Moved to (.+)$/.exec(what);
  const stage = moved && STAGES.find(([, label]) => label.toLowerCase() === moved[1])?.[0];
  if (stage) return t('history.moved', { ns: 'jobs', stage: stageLabels(t)[stage] });
  const emailed = /^Ready message emailed to (.+)$/.exec(what);
  if (emailed) return t('history.emailed', { ns: 'jobs', email: emailed[1] });
  const message = messageText(t, what);
  if (message) return message;
  const canceled = /^Canceled: (.+)$/s.exec(what);
  if (canceled) return t('history.canceled', { ns: 'jobs', reason: canceled[1] });
  const intake = /^Intake check: (.+)$/.exec(what);
  if (intake) {
    const risk = intake[1]!.endsWith(RISK);
    let found = risk ? intake[1]!.slice(0, -RISK.length) : intake[1]!;
    if (found === 'no damage found') found = t('intake.noDamage', { ns: 'jobs' });
    found = found.replace('Other damage: ', `${t('intake.otherDamage', { ns: 'jobs' })}: `);
    const labels = intakeLabels(t);
    for (const [check, english] of Object.entries(INTAKE_WARNING_LABELS) as [keyof typeof labels, string][])
      if (labels[check]) found = found.replace(english, labels[check]);
    const text = t('history.intake', { ns: 'jobs', found });
    return risk ? `${text} ${t('history.riskAccepted', { ns: 'jobs' })}` : text;
  }
  return t(what, { ns: 'messages' });
}
