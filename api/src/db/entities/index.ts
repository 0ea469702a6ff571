import { Bet } from './bet';
import { User } from './user';

export { Bet, User };
/** Every entity the ORM knows. Commerce and games append theirs. */
export const ENTITIES = [User, Bet];
