class { 'java': }
tomcat::install { '/opt/tomcat':
  source_url => 'https://archive.apache.org/dist/tomcat/tomcat-9/v9.0.80/bin/apache-tomcat-9.0.80.tar.gz',
}
tomcat::instance { 'default':
  catalina_home => '/opt/tomcat',
}
