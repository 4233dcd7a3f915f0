import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { checkedKey, isStorageKey, StorageOutages, type ImageStorage, type StoredFile } from './storage';

export type S3Options = NonNullable<Config['s3']>;

/**
 * Uploads in an S3-compatible bucket (S3_BUCKET; MinIO, a cloud store, s3rver in the tests). Keys are the same as on
 * disk, so `aws s3 sync DATA_DIR/uploads s3://<bucket>/` moves existing uploads over as they are.
 */
const isNoSuchKey = (error: unknown) => error instanceof NoSuchKey;

export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly outages: StorageOutages;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.outages = new StorageOutages(
      `S3 bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ` in ${options.region}`}`,
    );
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      // Self-hosted stores answer at one address, not at a host name per bucket.
      forcePathStyle: options.endpoint !== undefined,
      credentials: options.credentials,
      // Checksums only where S3 requires them. The SDK's default since 3.729 adds CRC32 ones, sent with a streamed
      // body as an aws-chunked trailer that s3rver stores as part of the file, and that S3-compatible stores have
      // refused or mishandled after that change.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer is an outage like one that refuses: without limits the SDK waits for the
      // operating system (minutes) while members' requests pile up. The idle limit lets a slow reader stall a while.
      requestHandler: { connectionTimeout: 3_000, socketTimeout: 30_000 },
    });
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: checkedKey(key),
      Body: content,
      ContentType: contentType,
    });
    await this.outages.run(() => this.client.send(command));
  }

  async read(key: string): Promise<Buffer> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) });
    return this.outages.run(async () => {
      const object = await this.client.send(command);
      return Buffer.from(await (object.Body as NonNullable<GetObjectCommandOutput['Body']>).transformToByteArray());
    }, isNoSuchKey);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: key });
    const object = await this.outages.run(() =>
      this.client.send(command).catch((error: unknown) => {
        if (isNoSuchKey(error)) return null;
        throw error;
      }),
    );
    if (!object) return null;
    return {
      // In Node the SDK's body is the HTTP response itself.
      body: object.Body as Readable,
      contentType: object.ContentType ?? 'application/octet-stream',
      contentLength: object.ContentLength ?? 0,
      lastModified: object.LastModified ?? new Date(0),
      etag: object.ETag ?? '',
    };
  }

  async remove(key: string): Promise<void> {
    const command = new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) });
    // S3 answers a delete of a missing key with success too.
    await this.outages.run(() => this.client.send(command));
  }
}
