include zookeeper::post_install
