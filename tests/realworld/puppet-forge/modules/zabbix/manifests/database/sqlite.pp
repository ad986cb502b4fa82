# @summary Class to handle sqlite database installations zabbix will automatically create a sqlite schema if one does not already exist.
# @author Werner Dijkerman <mjackson@equalexperts.com>
class zabbix::database::sqlite () {}
