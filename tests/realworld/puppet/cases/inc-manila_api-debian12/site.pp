include manila::api
