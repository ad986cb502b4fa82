include filebeat::install::freebsd
