include sahara::deps
