# java runtimes: the default JRE plus a pinned JDK with JAVA_HOME, and a tomcat user
class { 'java':
  distribution => 'jre',
  package      => undef,
}
java::adopt { 'jdk17':
  ensure  => 'present',
  version => '17',
  java    => 'jdk',
}
file { '/etc/profile.d/java.sh':
  ensure  => file,
  content => "export JAVA_HOME=${java::java_home}\n",
}
