import { runLighthouse } from './lighthouse.mjs';
import { guestWithCartItem } from './cold-load.mjs';
const r = await runLighthouse('http://localhost:3000/checkout', 1, async () => ({ 'shop.guestToken': await guestWithCartItem() }));
console.log(JSON.stringify(r));
