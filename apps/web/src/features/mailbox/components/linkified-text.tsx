import { Fragment } from 'react';
import { Anchor } from '@mantine/core';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain email text with every http(s) address turned into a link. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part} style={{ wordBreak: 'break-all' }}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
