include tomcat
