export { desCiphertext, desDecrypt, desEncrypt } from './des';
export { modPow, parseHexBigInt, rsaDecryptKey, rsaEncryptKey, RSA_PUBLIC_EXPONENT } from './rsa';
export type { RsaPrivateKey } from './rsa';
export { randomKey } from './random-key';
export {
  decryptPayload,
  DES_KEY_SHAPE,
  deobfuscatePath,
  encryptPayload,
  obfuscatePath,
  type EncryptedRequest,
} from './codec';
