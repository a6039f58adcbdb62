// `npm run serve` in the repository: the server as `silent-directory serve` runs it.
import { runServeAsProgram } from './serveCommand.ts';

runServeAsProgram(process.argv.slice(2), 'npm run serve');
