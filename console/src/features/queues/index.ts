/** the 待办 queues of the home */
export { QueueCards } from './QueueCards'
export { QUEUES, queueTiles, fetchQueueCounts, type Queue, type QueueCounts, type QueueTile } from './queues'
