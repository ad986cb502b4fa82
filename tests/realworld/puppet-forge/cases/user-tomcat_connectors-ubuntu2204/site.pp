# tomcat: an install, an instance with connectors, a context, a war and setenv entries
class { 'java': distribution => 'jdk' }
tomcat::install { '/opt/tomcat10':
  source_url => 'https://archive.apache.org/dist/tomcat/tomcat-10/v10.1.19/bin/apache-tomcat-10.1.19.tar.gz',
}
tomcat::instance { 'app':
  catalina_home => '/opt/tomcat10',
  catalina_base => '/srv/tomcat/app',
}
tomcat::config::server::connector { 'app-http':
  catalina_base         => '/srv/tomcat/app',
  port                  => '8081',
  protocol              => 'HTTP/1.1',
  additional_attributes => { 'redirectPort' => '8443', 'connectionTimeout' => '20000' },
}
tomcat::config::server::context { 'app-ctx':
  catalina_base         => '/srv/tomcat/app',
  context_ensure        => 'present',
  doc_base              => 'myapp.war',
  parent_service        => 'Catalina',
  parent_engine         => 'Catalina',
  parent_host           => 'localhost',
}
tomcat::war { 'myapp.war':
  catalina_base => '/srv/tomcat/app',
  war_source    => '/opt/builds/myapp-1.4.2.war',
}
tomcat::setenv::entry { 'JAVA_OPTS':
  value         => ['-Xms512m', '-Xmx2g'],
  catalina_home => '/opt/tomcat10',
  config_file   => '/srv/tomcat/app/bin/setenv.sh',
}
