/**
 * A worker thread of the computer players' pool (`computers.ts`): each message is a
 * `ComputerAsk`; the answer is the family's computer player's move, or null if it failed.
 */
import { parentPort } from 'node:worker_threads';
import { answerHere, type ComputerAsk } from './tablePlay';

parentPort?.on('message', (ask: ComputerAsk) => {
  parentPort?.postMessage(answerHere(ask));
});
