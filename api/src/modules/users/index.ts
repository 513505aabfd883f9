export { storeDateOfBirth } from './queries';
export { userRoutes } from './routes';
export { type Address, getProfile, type Profile } from './service';
