include ::memcached
