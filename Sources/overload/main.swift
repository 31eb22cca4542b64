import OverloadCLI

CLI.main()
