# @summary
#   Windows account that owns the docker services
#
define docker::windows_account (
) {
  notice('Not implemented')
}
