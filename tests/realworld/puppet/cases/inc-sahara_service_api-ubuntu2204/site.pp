include sahara::service::api
