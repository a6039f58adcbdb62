// `npm run agents -- [options]`: the agents command from the repository's source (see agentsCommand.ts).
import { runAsProgram } from './agentsCommand.ts';

runAsProgram(process.argv.slice(2));
