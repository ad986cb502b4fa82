include zookeeper::install::archive
