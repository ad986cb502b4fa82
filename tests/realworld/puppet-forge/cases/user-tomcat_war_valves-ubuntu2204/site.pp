# tomcat: an installed instance, a war, an access-log valve and a JNDI datasource
tomcat::install { '/opt/tomcat9':
  source_url => 'https://archive.apache.org/dist/tomcat/tomcat-9/v9.0.80/bin/apache-tomcat-9.0.80.tar.gz',
}
tomcat::instance { 'main':
  catalina_home => '/opt/tomcat9',
  catalina_base => '/opt/tomcat9',
}
tomcat::war { 'sample.war':
  catalina_base => '/opt/tomcat9',
  war_source    => 'https://tomcat.apache.org/tomcat-9.0-doc/appdev/sample/sample.war',
}
tomcat::config::server::valve { 'access-log':
  catalina_base         => '/opt/tomcat9',
  class_name            => 'org.apache.catalina.valves.AccessLogValve',
  additional_attributes => { 'directory' => 'logs', 'prefix' => 'access', 'suffix' => '.log', 'pattern' => 'common' },
}
tomcat::config::context::resource { 'jdbc/AppDB':
  catalina_base         => '/opt/tomcat9',
  resource_type         => 'javax.sql.DataSource',
  additional_attributes => { 'auth' => 'Container', 'url' => 'jdbc:postgresql://db:5432/app', 'maxTotal' => '20' },
}
