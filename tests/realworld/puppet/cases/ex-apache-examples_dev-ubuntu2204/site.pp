include ::apache::mod::dev
