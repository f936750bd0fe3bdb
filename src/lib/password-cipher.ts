// AES-CBC, PKCS#7, key = IV = the 16-byte UTF-8 build key, upper-case hex (contract: "Login password").
// Only the pieces of crypto-js we use are imported, to keep the login route small.
import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import CryptoJS from 'crypto-js/core';

function keyOf(key: string) {
  return Utf8.parse(key);
}

export function encryptText(plain: string, key: string): string {
  const k = keyOf(key);
  const encrypted = AES.encrypt(Utf8.parse(plain), k, { iv: k, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
  return encrypted.ciphertext.toString(Hex).toUpperCase();
}

export function decryptText(hex: string, key: string): string {
  const k = keyOf(key);
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Hex.parse(hex.toLowerCase()) });
  return AES.decrypt(params, k, { iv: k, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }).toString(Utf8);
}
