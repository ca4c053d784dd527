// A module that fails while loading, as a plugin with a missing dependency would.
throw new Error('this plugin cannot start');
