/** the 待办 queues of the home */
export { QueueCards } from './QueueCards'
export { QUEUES, type Queue } from './queues'
