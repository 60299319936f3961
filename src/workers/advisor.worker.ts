/** Practice mode's advisor (best move, review) in a Web Worker, so a search never stalls the table. */
import { advise, type AdvisorAnswer, type AdvisorRequest } from '../practice/advisor';
import { serveWorkerCalls } from './rpc';

serveWorkerCalls<AdvisorRequest, AdvisorAnswer>(advise);
