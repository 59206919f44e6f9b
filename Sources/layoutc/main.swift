import LayoutDriver

// The executable is thin on purpose: everything, exit codes included, lives in LayoutDriver.
Driver.main()
