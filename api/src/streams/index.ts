export { streamRoutes } from './routes';
export { listStreams, createStream, updateStream, deleteStream } from './store';
