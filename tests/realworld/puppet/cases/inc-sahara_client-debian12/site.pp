include sahara::client
