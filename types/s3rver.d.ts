/** The part of s3rver (a local S3 server, the tests' stand-in for a bucket) that api/test/helpers/s3Server.ts uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 for a free one. */
    port?: number;
    /** Where the buckets' files go. */
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
