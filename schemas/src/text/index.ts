export { textSkeleton } from './skeleton';
