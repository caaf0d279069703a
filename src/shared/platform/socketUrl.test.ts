import { socketUrl } from './socketUrl'

describe('socketUrl', () => {
  test.each([
    ['/api/im/ws', 'https://api.example.com/', undefined, 'wss://api.example.com/api/im/ws'],
    ['/api/im/ws', 'http://127.0.0.1:3000', undefined, 'ws://127.0.0.1:3000/api/im/ws'],
    ['api/im/ws', '', 'http://localhost:3100', 'ws://localhost:3100/api/im/ws'],
    ['/api/im/ws', '', 'https://shop.example.com', 'wss://shop.example.com/api/im/ws'],
    ['/api/im/ws', '/gw', 'https://shop.example.com', 'wss://shop.example.com/gw/api/im/ws'],
  ])('%s on base %j (page %s) -> %s', (path, base, origin, want) => expect(socketUrl(path, base, origin)).toBe(want))
})
