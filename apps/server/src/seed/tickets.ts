import type { AppContext } from '../context';

/** Demo data of this area; filled in by its issue. */
export async function seedTickets(_ctx: AppContext): Promise<void> {}
