import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
const d = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2]!)));
console.log(JSON.stringify((await extractText(d, { mergePages: true })).text));
