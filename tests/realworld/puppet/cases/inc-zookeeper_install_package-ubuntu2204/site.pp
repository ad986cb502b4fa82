include zookeeper::install::package
