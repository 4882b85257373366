import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/**
 * The input a label names. Mantine labels a select's input and its dropdown alike, so the label
 * finds both: the input is the one to read or type in. Inside `container` when one is given.
 */
export function inputByLabel(label: RegExp, container?: HTMLElement): HTMLInputElement {
  const labelled = container ? within(container).getAllByLabelText(label) : screen.getAllByLabelText(label);
  const input = labelled.find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`No input is labelled ${String(label)}`);
  return input as HTMLInputElement;
}

/**
 * Opens a select by clicking its input and answers the list of options it controls (several selects
 * may offer the same options). The dropdown animates in; under jsdom it stays hidden, so look for
 * its options with `hidden: true`.
 */
export async function openOptions(
  input: HTMLElement,
  user: Pick<UserEvent, 'click'> = userEvent,
): Promise<HTMLElement> {
  await user.click(input);
  return waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('The list of options is not open');
    return list;
  });
}

/** The texts of a select's options, in order. */
export async function optionTexts(input: HTMLElement): Promise<(string | null)[]> {
  const list = await openOptions(input);
  return within(list)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}
