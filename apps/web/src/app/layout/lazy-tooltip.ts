// Mantine's Tooltip as a module of its own, for `lazy()`: a chunk with floating-ui that the first screen does not wait for.
export { Tooltip as default } from '@mantine/core';
