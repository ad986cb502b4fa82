include filebeat::repo
