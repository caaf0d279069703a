/** The sharing feature's public face (issue 18): share with the JS-SDK signature, posters, QR codes. */
export { shareNow } from './shareNow'
export { default as SharePoster } from './SharePoster'
export { createQrCode, getShareQrPic, shareAddrSign } from './api'
