include manila::client
