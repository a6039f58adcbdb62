// Under tsx (tests, `npm run agents`), a worker thread starts here: tsx's loader is registered in the
// thread before the TypeScript worker module is imported, since `--import tsx` does not reach workers.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsModule);
