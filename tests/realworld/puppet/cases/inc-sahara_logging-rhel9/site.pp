include sahara::logging
