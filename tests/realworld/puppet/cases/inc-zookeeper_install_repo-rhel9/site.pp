include zookeeper::install::repo
