import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { publishFileOrder } from './file-order';

/**
 * Vitest's own order (failed files first, then the longest), told to the suite's pool (file-order.ts), which boots
 * the platform of the file that comes next while the current one runs.
 */
export class PublishingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    publishFileOrder(sorted.map((spec) => spec.moduleId));
    return sorted;
  }
}
