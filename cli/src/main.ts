#!/usr/bin/env node
import { systemStreams } from './output/iostreams.ts';
import { main } from './program.ts';

const code = await main(process.argv.slice(2), systemStreams(), process.env);
// Let stdout drain (a pipe), then leave even if a socket of an aborted stream is still closing.
process.stdout.write('', () => process.exit(code));
