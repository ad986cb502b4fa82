include sahara::service::engine
